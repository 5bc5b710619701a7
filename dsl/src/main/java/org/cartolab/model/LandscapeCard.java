package org.cartolab.model;

import java.util.List;
import java.util.Optional;

/** A double-sided card that is laid into a landscape (Confusing Lands). */
public record LandscapeCard(String id, String name, List<CardFace> faces) {

    public LandscapeCard {
        faces = List.copyOf(faces);
    }

    public Optional<CardFace> face(String faceId) {
        return faces.stream().filter(face -> face.id().equals(faceId)).findFirst();
    }

    /** The scoring card on one of the faces, if any. */
    public Optional<ScoringCard> condition() {
        return faces.stream().flatMap(face -> face.condition().stream()).findFirst();
    }
}
