package org.cartolab.workbench.view;

/** The workbench's style sheet. */
public final class Styles {

    private Styles() {
    }

    public static String sheet() {
        return Styles.class.getResource("/org/cartolab/workbench/workbench.css").toExternalForm();
    }
}
