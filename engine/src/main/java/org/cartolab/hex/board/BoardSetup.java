package org.cartolab.hex.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexTile;
import org.cartolab.model.hex.Landscape;

/**
 * The variable setup read from a template map: its frame stays, its landscape tiles and number tokens are shuffled
 * over the positions of its tiles, a token on every tile that yields something and none on the others (plain sea).
 *
 * @param template  the map whose frame, tiles and tokens are used
 * @param positions the template's hexes (indices) that hold a landscape tile, in id order
 * @param tiles     the landscapes of those tiles, in the order of the positions
 * @param tokens    the template's number tokens, ascending
 */
public record BoardSetup(HexBoard template, List<Integer> positions, List<Landscape> tiles, List<Integer> tokens) {

    public BoardSetup {
        positions = List.copyOf(positions);
        tiles = List.copyOf(tiles);
        tokens = List.copyOf(tokens);
    }

    /**
     * The setup of a template map.
     *
     * @throws IllegalArgumentException if the tiles that yield something are not as many as the tokens
     */
    public static BoardSetup of(HexBoard template) {
        List<Integer> positions = new ArrayList<>();
        List<Landscape> tiles = new ArrayList<>();
        List<Integer> tokens = new ArrayList<>();
        for (int i = 0; i < template.hexes().size(); i++) {
            HexTile hex = template.hexes().get(i);
            if (!hex.frame()) {
                positions.add(i);
                tiles.add(hex.landscape());
                if (hex.number() != 0) {
                    tokens.add(hex.number());
                }
            }
        }
        long numbered = tiles.stream().filter(BoardSetup::numbered).count();
        if (numbered != tokens.size()) {
            throw new IllegalArgumentException("The map '" + template.id() + "' has " + numbered + " tiles that "
                    + "yield something but " + tokens.size() + " number tokens; a variable board puts one token on "
                    + "each such tile.");
        }
        return new BoardSetup(template, positions, tiles, tokens.stream().sorted().toList());
    }

    /** Whether a tile of the landscape carries a number token: it yields something. */
    public static boolean numbered(Landscape landscape) {
        return landscape.yields().isPresent();
    }

    /**
     * The board with the landscape and number at each position (in the order of {@link #positions()}) and the
     * template's frame.
     */
    public HexBoard board(String id, String name, List<Landscape> landscapes, List<Integer> numbers,
                          List<Set<String>> noPaths) {
        List<HexTile> hexes = new ArrayList<>(template.hexes());
        for (int p = 0; p < positions.size(); p++) {
            HexTile at = hexes.get(positions.get(p));
            hexes.set(positions.get(p), new HexTile(at.id(), at.column(), at.row(), landscapes.get(p), numbers.get(p)));
        }
        return HexBoard.of(id, name, hexes, noPaths);
    }
}
