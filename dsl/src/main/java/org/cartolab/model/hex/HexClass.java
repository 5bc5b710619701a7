package org.cartolab.model.hex;

/** What "x is ..." tests. */
public sealed interface HexClass {

    /** A hex of this landscape. */
    record OfLandscape(String landscape) implements HexClass {
    }

    /** This product. */
    record OfProduct(String product) implements HexClass {
    }

    /** A class every hex game has; {@link #word()} is how it is written. */
    enum Builtin implements HexClass {
        /** An intersection with a village. */
        VILLAGE("village"),
        /** An intersection with a city. */
        CITY("city"),
        /** An intersection with a village or a city. */
        BUILT("built"),
        /** A path with a road. */
        ROAD("road"),
        /** A frame piece (hex). */
        FRAME("frame"),
        /** A hex with a number token and a landscape that yields something. */
        PRODUCING("producing"),
        /** A product that is a resource, or a hex that yields one. */
        RESOURCE("resource"),
        /** A product that is goods, or a hex that yields goods. */
        GOODS("goods");

        private final String word;

        Builtin(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }
    }
}
