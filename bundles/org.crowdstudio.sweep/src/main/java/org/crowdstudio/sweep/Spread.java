package org.crowdstudio.sweep;

/**
 * The mean of a point's runs and their sample standard deviation, leaving out runs that gave no
 * value.
 *
 * @param mean NaN when no run gave a value
 * @param deviation NaN for fewer than two values
 */
public record Spread(double mean, double deviation) {

    public static Spread of(double[] values) {
        int count = 0;
        double sum = 0;
        for (double value : values) {
            if (!Double.isNaN(value)) {
                sum += value;
                count++;
            }
        }
        if (count == 0) {
            return new Spread(Double.NaN, Double.NaN);
        }
        double mean = sum / count;
        if (count < 2) {
            return new Spread(mean, Double.NaN);
        }
        if (allEqual(values)) {
            // Not the rounding noise of summing equal values: they do not spread at all.
            return new Spread(values[firstNumber(values)], 0);
        }
        double squares = 0;
        for (double value : values) {
            if (!Double.isNaN(value)) {
                squares += (value - mean) * (value - mean);
            }
        }
        return new Spread(mean, Math.sqrt(squares / (count - 1)));
    }

    private static boolean allEqual(double[] values) {
        double first = values[firstNumber(values)];
        for (double value : values) {
            if (!Double.isNaN(value) && value != first) {
                return false;
            }
        }
        return true;
    }

    private static int firstNumber(double[] values) {
        int index = 0;
        while (Double.isNaN(values[index])) {
            index++;
        }
        return index;
    }
}
