package org.crowdstudio.fields;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.Scale;

class PowersTest {

    @Property(tries = 2000)
    void agreesWithTheLibraryToEightDigits(@ForAll @DoubleRange(min = 1e-12, max = 1e6) @Scale(15) double x,
            @ForAll @DoubleRange(min = -3, max = 3) double p) {
        double expected = StrictMath.pow(x, p);

        assertThat(Math.abs(Powers.pow(x, p) - expected)).isLessThanOrEqualTo(1e-8 * expected);
    }

    @Property(tries = 200)
    void exactPowersOfTwoStayExact(@ForAll @DoubleRange(min = -60, max = 60) double exponent) {
        double whole = Math.rint(exponent);

        assertThat(Powers.pow(2, whole)).isEqualTo(Math.scalb(1.0, (int) whole));
    }
}
