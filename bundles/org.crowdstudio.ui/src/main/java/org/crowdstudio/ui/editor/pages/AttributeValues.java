package org.crowdstudio.ui.editor.pages;

import java.math.BigDecimal;
import java.math.RoundingMode;

import org.crowdstudio.ui.Messages;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.osgi.util.NLS;

/**
 * Attribute values as text on a form and back: numbers without noise ("0.1", not
 * "0.1000000000001"), an empty text for no value, and text parsed by the attribute's data type
 * with a message a person understands when it does not parse.
 */
public final class AttributeValues {

    private static final int SHOWN_DECIMALS = 6;

    private AttributeValues() {
    }

    /** The value as a form shows it. */
    public static String format(EAttribute attribute, Object value) {
        if (value == null) {
            return "";
        }
        if (value instanceof Double number) {
            return number(number);
        }
        return EcoreUtil.convertToString(attribute.getEAttributeType(), value);
    }

    /** A number as a form shows it: at most six decimals, no trailing zeros, no exponent for everyday sizes. */
    public static String number(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return Double.toString(value);
        }
        BigDecimal shown = BigDecimal.valueOf(value).setScale(SHOWN_DECIMALS, RoundingMode.HALF_EVEN).stripTrailingZeros();
        String text = shown.scale() <= 0 ? shown.setScale(1).toPlainString() : shown.toPlainString();
        return text.equals("-0.0") ? "0.0" : text;
    }

    /**
     * @return the value the text stands for; null for an empty text where the attribute may hold none
     * @throws IllegalArgumentException saying why, if the text is no value of the attribute
     */
    public static Object parse(EAttribute attribute, String text) {
        String trimmed = text.trim();
        EDataType type = attribute.getEAttributeType();
        if (trimmed.isEmpty()) {
            if (attribute.getEAttributeType().getInstanceClass() != null && attribute.getEAttributeType().getInstanceClass().isPrimitive()) {
                throw new IllegalArgumentException(NLS.bind(Messages.AttributeValues_0NeedsAValue, label(attribute)));
            }
            return null;
        }
        if (type instanceof EEnum enumeration) {
            var literal = enumeration.getEEnumLiteralByLiteral(trimmed);
            if (literal == null) {
                throw new IllegalArgumentException(NLS.bind(Messages.AttributeValues_0IsNotOneOf, trimmed, enumeration.getELiterals()));
            }
            return literal.getInstance();
        }
        try {
            return EcoreUtil.createFromString(type, trimmed);
        } catch (RuntimeException notParsed) {
            throw new IllegalArgumentException(NLS.bind(Messages.AttributeValues_0IsNot12, trimmed, kind(type), label(attribute)));
        }
    }

    /** An attribute's name as a label people read: {@code timeStep} becomes "Time step". */
    public static String label(EAttribute attribute) {
        return Labels.words(attribute.getName());
    }

    private static String kind(EDataType type) {
        Class<?> instance = type.getInstanceClass();
        if (instance == double.class || instance == Double.class || instance == float.class || instance == Float.class) {
            return Messages.AttributeValues_aNumber;
        }
        if (instance == int.class || instance == Integer.class || instance == long.class || instance == Long.class) {
            return Messages.AttributeValues_aWholeNumber;
        }
        return NLS.bind(Messages.AttributeValues_aValid0, type.getName());
    }
}
