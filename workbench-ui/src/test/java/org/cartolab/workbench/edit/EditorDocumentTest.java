package org.cartolab.workbench.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EditorDocumentTest {

    @TempDir
    Path dir;

    @Test
    void editingMakesTheDocumentDirtyAndSavingMakesItClean() throws Exception {
        Path file = Files.writeString(dir.resolve("game.carto"), "uses cartographers\n");
        EditorDocument document = EditorDocument.open(file, dir.resolve("recovery"));
        assertThat(document.dirty()).isFalse();

        document.edit("uses cartographers\n// more\n");
        assertThat(document.dirty()).isTrue();
        document.save();

        assertThat(document.dirty()).isFalse();
        assertThat(Files.readString(file)).isEqualTo("uses cartographers\n// more\n");
    }

    @Test
    void typingBackTheSavedTextIsNotDirty() throws Exception {
        Path file = Files.writeString(dir.resolve("game.carto"), "abc");
        EditorDocument document = EditorDocument.open(file, dir.resolve("recovery"));
        document.edit("abcd");
        document.edit("abc");
        assertThat(document.dirty()).isFalse();
    }

    @Test
    void autosavedTextIsOfferedWhenTheFileIsOpenedAgainAfterACrash() throws Exception {
        Path file = Files.writeString(dir.resolve("game.carto"), "saved");
        Path recovery = dir.resolve("recovery");
        EditorDocument before = EditorDocument.open(file, recovery);
        before.edit("typed but never saved");
        before.autosave();
        // The workbench dies here; the next session opens the same file.

        EditorDocument after = EditorDocument.open(file, recovery);

        assertThat(after.text()).isEqualTo("saved");
        assertThat(after.recovered()).contains("typed but never saved");
    }

    @Test
    void savingForgetsTheRecoveryCopy() throws Exception {
        Path file = Files.writeString(dir.resolve("game.carto"), "saved");
        Path recovery = dir.resolve("recovery");
        EditorDocument document = EditorDocument.open(file, recovery);
        document.edit("changed");
        document.autosave();
        assertThat(document.recoveryFile()).exists();

        document.save();

        assertThat(document.recoveryFile()).doesNotExist();
        assertThat(EditorDocument.open(file, recovery).recovered()).isEmpty();
    }

    @Test
    void twoFilesOfTheSameNameHaveTheirOwnRecoveryFiles() throws Exception {
        Files.createDirectories(dir.resolve("a"));
        Files.createDirectories(dir.resolve("b"));
        Path a = Files.writeString(dir.resolve("a/game.carto"), "a");
        Path b = Files.writeString(dir.resolve("b/game.carto"), "b");
        Path recovery = dir.resolve("recovery");
        assertThat(EditorDocument.open(a, recovery).recoveryFile())
                .isNotEqualTo(EditorDocument.open(b, recovery).recoveryFile());
    }

    @Test
    void anUntitledDocumentIsSavedAsAFileAndThenSavesThere() throws Exception {
        EditorDocument document = EditorDocument.untitled("new text", dir.resolve("recovery"));
        assertThat(document.dirty()).isTrue();
        assertThatThrownBy(document::save).isInstanceOf(IllegalStateException.class);
        document.autosave();
        assertThat(Files.readString(document.recoveryFile())).isEqualTo("new text");

        Path target = dir.resolve("mine.carto");
        document.saveAs(target);

        assertThat(Files.readString(target)).isEqualTo("new text");
        assertThat(document.path()).contains(target);
        assertThat(document.dirty()).isFalse();
        assertThat(dir.resolve("recovery/untitled.carto.recovery")).doesNotExist();
    }
}
