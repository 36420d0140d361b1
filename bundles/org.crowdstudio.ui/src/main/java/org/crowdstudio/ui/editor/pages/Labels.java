package org.crowdstudio.ui.editor.pages;

import java.util.Collection;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

import org.crowdstudio.model.scenario.Environment;
import org.crowdstudio.model.scenario.Identified;
import org.crowdstudio.model.scenario.Named;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.osgi.util.NLS;

/** How the pages name model elements and identifiers: names people gave, readable words for the rest. */
public final class Labels {

    private Labels() {
    }

    /** The element's name, or its kind when it has none; empty for nothing. */
    public static String name(Object element) {
        if (element == null) {
            return "";
        }
        if (element instanceof Environment) {
            return "environment";
        }
        if (element instanceof Named named && named.getName() != null && !named.getName().isBlank()) {
            return named.getName();
        }
        if (element instanceof EObject object) {
            String kind = words(object.eClass().getName());
            return element instanceof Identified identified && identified.getId() != null ? kind + " " + shortId(identified.getId()) : kind;
        }
        return String.valueOf(element);
    }

    /** A name for a new element among these: the pattern (its {0} a number) with the smallest number none bears. */
    public static String freeName(Collection<? extends Named> existing, String pattern) {
        Set<String> taken = existing.stream().map(Named::getName).collect(Collectors.toSet());
        int number = 1;
        while (taken.contains(NLS.bind(pattern, number))) {
            number++;
        }
        return NLS.bind(pattern, number);
    }

    /** The elements' names, comma separated; "none" for none. */
    public static String names(Collection<?> elements) {
        return elements.isEmpty() ? "none" : elements.stream().map(Labels::name).collect(Collectors.joining(", "));
    }

    /** An identifier in camel case as words: {@code obstacleTimeHorizon} becomes "Obstacle time horizon". */
    public static String words(String identifier) {
        if (identifier == null || identifier.isEmpty()) {
            return "";
        }
        StringBuilder words = new StringBuilder();
        for (int i = 0; i < identifier.length(); i++) {
            char c = identifier.charAt(i);
            boolean wordStart = i > 0 && Character.isUpperCase(c) && !Character.isUpperCase(identifier.charAt(i - 1));
            if (c == '_' || c == '-') {
                words.append(' ');
            } else if (wordStart) {
                words.append(' ').append(Character.toLowerCase(c));
            } else {
                words.append(i == 0 ? c : Character.isUpperCase(c) && i + 1 < identifier.length() && Character.isLowerCase(identifier.charAt(i + 1))
                        ? Character.toLowerCase(c) : c);
            }
        }
        String text = words.toString();
        return text.substring(0, 1).toUpperCase(Locale.ROOT) + text.substring(1);
    }

    /** An enumeration literal such as {@code RANDOM_TOUR} as "Random tour". */
    public static String literal(Object literal) {
        if (literal == null) {
            return "";
        }
        String text = literal.toString().replace('_', ' ').toLowerCase(Locale.ROOT);
        return text.isEmpty() ? text : text.substring(0, 1).toUpperCase(Locale.ROOT) + text.substring(1);
    }

    private static String shortId(String id) {
        return id.length() > 8 ? id.substring(0, 8) : id;
    }
}
