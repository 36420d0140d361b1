package org.crowdstudio.sweep;

import java.io.Serializable;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One thing a sweep varies: an element path, as {@code validate} prints it
 * ({@code profiles[Walker].preferredSpeed}), and the values it takes, as text the model reads.
 *
 * @param path where the value goes in the scenario
 * @param values at least one, in the order given
 */
public record SweepAxis(String path, List<String> values) implements Serializable {

    private static final long serialVersionUID = 1L;

    /** More values than this along one axis is a mistake in the step, not a sweep anyone waits for. */
    static final int MOST_VALUES = 10_000;

    public SweepAxis {
        if (path == null || path.isBlank()) {
            throw new IllegalArgumentException("an axis needs a path");
        }
        values = List.copyOf(values);
        if (values.isEmpty()) {
            throw new IllegalArgumentException(path + " needs at least one value");
        }
        for (int i = 0; i < values.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (sameValue(values.get(i), values.get(j))) {
                    throw new IllegalArgumentException(path + ": " + values.get(i) + " is given twice");
                }
            }
        }
    }

    /** @return whether a value is a number, so that charts place it by its size rather than its order */
    public static boolean isNumber(String text) {
        try {
            new BigDecimal(text);
            return true;
        } catch (NumberFormatException notANumber) {
            return false;
        }
    }

    /**
     * @return the name a person knows a path by, for titles and file names: its last segment, or for
     *         an algorithm parameter's {@code parameters[timeHorizon].value} the parameter's key
     */
    public static String shortName(String path) {
        int dot = path.lastIndexOf('.');
        String last = dot < 0 ? path : path.substring(dot + 1);
        if ("value".equals(last) && dot > 0 && path.charAt(dot - 1) == ']') {
            String before = path.substring(0, dot - 1);
            return before.substring(before.lastIndexOf('[') + 1);
        }
        return last;
    }

    /** 1 and 1.0 are one value: a sweep would run the same point twice. */
    private static boolean sameValue(String a, String b) {
        if (a.equals(b)) {
            return true;
        }
        try {
            return new BigDecimal(a).compareTo(new BigDecimal(b)) == 0;
        } catch (NumberFormatException notNumbers) {
            return false;
        }
    }

    /**
     * @param argument {@code PATH=V1,V2,...}, as {@code --set} takes it
     * @throws SweepException naming what is missing
     */
    public static SweepAxis ofValues(String argument) throws SweepException {
        String[] pathAndValues = split(argument, "--set", "PATH=V1,V2,...");
        List<String> values = Arrays.stream(pathAndValues[1].split(",", -1)).map(String::strip).toList();
        if (values.stream().anyMatch(String::isEmpty)) {
            throw new SweepException("--set " + argument + ": a value is empty (write PATH=V1,V2,...)");
        }
        return axis("--set", argument, pathAndValues[0], values);
    }

    /**
     * Values from FROM to TO, both included, STEP apart; counted in decimals so that 0:1:0.1 gives
     * 0.1, 0.2, ... and not 0.30000000000000004.
     *
     * @param argument {@code PATH=FROM:TO:STEP}, as {@code --range} takes it
     * @throws SweepException when a bound or the step is not a number, or the step goes the wrong way
     */
    public static SweepAxis ofRange(String argument) throws SweepException {
        String[] pathAndRange = split(argument, "--range", "PATH=FROM:TO:STEP");
        String[] bounds = pathAndRange[1].split(":", -1);
        if (bounds.length != 3) {
            throw new SweepException("--range " + argument
                    + ": write PATH=FROM:TO:STEP, e.g. groups[Group].parameters.connectionNeighbours=1:45:4");
        }
        BigDecimal from = number(argument, "FROM", bounds[0]);
        BigDecimal to = number(argument, "TO", bounds[1]);
        BigDecimal step = number(argument, "STEP", bounds[2]);
        if (step.signum() == 0 || (to.compareTo(from) != 0 && step.signum() != to.subtract(from).signum())) {
            throw new SweepException("--range " + argument + ": a step of " + bounds[2].strip() + " never gets from "
                    + bounds[0].strip()
                    + " to " + bounds[1].strip());
        }
        List<String> values = new ArrayList<>();
        for (BigDecimal value = from; step.signum() > 0 ? value.compareTo(to) <= 0
                : value.compareTo(to) >= 0; value = value.add(step)) {
            if (values.size() == MOST_VALUES) {
                throw new SweepException("--range " + argument + ": more than " + MOST_VALUES
                        + " values; take a larger step");
            }
            values.add(value.stripTrailingZeros().toPlainString());
        }
        if (new BigDecimal(values.get(values.size() - 1)).compareTo(to) != 0) {
            throw new SweepException("--range " + argument + ": steps of " + bounds[2].strip() + " from "
                    + bounds[0].strip() + " miss "
                    + bounds[1].strip() + " (they give " + String.join(", ", values.subList(Math.max(0,
                            values.size() - 2), values.size()))
                    + ", then "
                            + new BigDecimal(values.get(values.size() - 1)).add(step).stripTrailingZeros()
                                    .toPlainString()
                    + "); choose TO or STEP so that TO is one of them");
        }
        return axis("--range", argument, pathAndRange[0], values);
    }

    private static SweepAxis axis(String option, String argument, String path,
            List<String> values) throws SweepException {
        try {
            return new SweepAxis(path, values);
        } catch (IllegalArgumentException wrong) {
            throw new SweepException(option + " " + argument + ": " + wrong.getMessage().substring(path.length() + 2));
        }
    }

    /** Splits at the first {@code =} outside brackets: a name in a path may hold one. */
    private static String[] split(String argument, String option, String form) throws SweepException {
        int equals = -1;
        int depth = 0;
        for (int i = 0; i < argument.length() && equals < 0; i++) {
            char c = argument.charAt(i);
            depth += c == '[' ? 1 : c == ']' ? -1 : 0;
            equals = c == '=' && depth == 0 ? i : -1;
        }
        if (equals <= 0 || equals == argument.length() - 1) {
            throw new SweepException(option + " " + argument + ": write " + form);
        }
        return new String[] {argument.substring(0, equals).strip(), argument.substring(equals + 1).strip()};
    }

    private static BigDecimal number(String argument, String what, String text) throws SweepException {
        try {
            return new BigDecimal(text.strip());
        } catch (NumberFormatException notANumber) {
            throw new SweepException("--range " + argument + ": " + what + " is not a number: '" + text.strip() + "'");
        }
    }
}
