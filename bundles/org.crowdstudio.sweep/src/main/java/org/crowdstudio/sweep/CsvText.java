package org.crowdstudio.sweep;

import java.util.ArrayList;
import java.util.List;

/**
 * The CSV of a sweep's tables (RFC 4180): a field with a comma, quote or line break is quoted,
 * its quotes doubled. Hand-written because the tables need only this one rule, both ways, and a
 * CSV library would be one more bundle in the product for it.
 */
final class CsvText {

    private CsvText() {
    }

    static String field(String text) {
        if (text.indexOf(',') < 0 && text.indexOf('"') < 0 && text.indexOf('\n') < 0 && text.indexOf('\r') < 0) {
            return text;
        }
        return '"' + text.replace("\"", "\"\"") + '"';
    }

    static String row(List<String> fields) {
        return String.join(",", fields.stream().map(CsvText::field).toList());
    }

    /**
     * @param line one line of a table whose fields hold no line breaks
     * @throws IllegalArgumentException when a quote is left open
     */
    static List<String> parse(String line) {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                fields.add(field.toString());
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        if (quoted) {
            throw new IllegalArgumentException("a quote is not closed");
        }
        fields.add(field.toString());
        return fields;
    }

    /** Whole numbers without a decimal point, others in Java's shortest exact form, none as an empty field. */
    static String number(double value) {
        if (Double.isNaN(value)) {
            return "";
        }
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return Double.toString(value);
    }

    static double parseNumber(String text) {
        return text.isEmpty() ? Double.NaN : Double.parseDouble(text);
    }
}
