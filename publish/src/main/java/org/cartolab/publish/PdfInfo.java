package org.cartolab.publish;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;

import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;

/**
 * The document information of a puzzle's PDF, fixed by the puzzle alone so that its bytes are: the dates are the
 * puzzle's date at midnight UTC (never the clock), the document id an MD5 of the puzzle id.
 */
final class PdfInfo {

    private PdfInfo() {
    }

    static void stamp(PDDocument document, String title, String subject, LocalDate day, String id) {
        PDDocumentInformation info = document.getDocumentInformation();
        info.setTitle(title);
        info.setSubject(subject);
        info.setCreator("Cartolab");
        info.setProducer("Cartolab");
        Calendar date = new GregorianCalendar(TimeZone.getTimeZone(ZoneOffset.UTC), Locale.ROOT);
        date.clear();
        date.setTimeInMillis(day.atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli());
        info.setCreationDate(date);
        info.setModificationDate(date);
        byte[] hash = md5(id);
        document.setDocumentId(0L);
        COSArray ids = new COSArray();
        ids.add(new COSString(hash));
        ids.add(new COSString(hash));
        document.getDocument().getTrailer().setItem(COSName.ID, ids);
    }

    private static byte[] md5(String text) {
        try {
            return MessageDigest.getInstance("MD5").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("Every JVM has MD5", e);
        }
    }
}
