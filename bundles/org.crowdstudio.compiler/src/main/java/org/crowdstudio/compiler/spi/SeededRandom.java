package org.crowdstudio.compiler.spi;

import java.util.SplittableRandom;

import org.crowdstudio.model.scenario.ConstantDistribution;
import org.crowdstudio.model.scenario.Distribution;
import org.crowdstudio.model.scenario.MixtureComponent;
import org.crowdstudio.model.scenario.MixtureDistribution;
import org.crowdstudio.model.scenario.NormalDistribution;
import org.crowdstudio.model.scenario.UniformDistribution;
import org.crowdstudio.model.scenario.VonMisesDistribution;

/**
 * The random draws of scenario set-up: positions, goals, per-agent values from the model's
 * distributions. {@link SplittableRandom} gives the uniform numbers; normal and von Mises draws
 * are written here with {@link StrictMath}, because the JDK's own Gaussian may change between
 * Java versions and a scenario must place the same crowd on every machine.
 */
public final class SeededRandom {

    private final SplittableRandom random;

    public SeededRandom(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** @return uniform in [0, 1) */
    public double nextDouble() {
        return random.nextDouble();
    }

    /** @return uniform in [0, bound) */
    public int nextInt(int bound) {
        return random.nextInt(bound);
    }

    /** Standard normal by the Box–Muller transform. */
    public double nextGaussian() {
        double u = 1 - random.nextDouble();
        double v = random.nextDouble();
        return StrictMath.sqrt(-2 * StrictMath.log(u)) * StrictMath.cos(2 * Math.PI * v);
    }

    /** @return a value drawn from the model's distribution */
    public double sample(Distribution distribution) {
        return switch (distribution) {
            case ConstantDistribution constant -> constant.getValue();
            case UniformDistribution uniform -> uniform.getMin() + (uniform.getMax() - uniform.getMin()) * nextDouble();
            case NormalDistribution normal -> truncatedNormal(normal);
            case VonMisesDistribution vonMises -> vonMises(vonMises.getMean(), vonMises.getConcentration());
            case MixtureDistribution mixture -> mixture(mixture);
            default -> throw new IllegalArgumentException("unknown distribution " + distribution.eClass().getName());
        };
    }

    private double truncatedNormal(NormalDistribution normal) {
        double min = normal.getMin() != null ? normal.getMin() : Double.NEGATIVE_INFINITY;
        double max = normal.getMax() != null ? normal.getMax() : Double.POSITIVE_INFINITY;
        // Rejection keeps the shape inside the bounds; after many misses the bounds are far in a
        // tail, and the nearest bound is as good an answer as any.
        for (int attempt = 0; attempt < 1000; attempt++) {
            double value = normal.getMean() + normal.getStandardDeviation() * nextGaussian();
            if (value >= min && value <= max) {
                return value;
            }
        }
        return Math.clamp(normal.getMean(), min, max);
    }

    /** Von Mises by Best and Fisher's rejection algorithm (1979), result in [0, 2π). */
    private double vonMises(double mean, double concentration) {
        double angle;
        if (concentration < 1e-6) {
            angle = 2 * Math.PI * nextDouble();
        } else if (concentration > 1e6) {
            // So concentrated that it is a normal of variance 1/κ to within 1e-6; the algorithm
            // below would square κ out of range and never accept a draw.
            angle = mean + nextGaussian() / StrictMath.sqrt(concentration);
        } else {
            double tau = 1 + StrictMath.sqrt(1 + 4 * concentration * concentration);
            double rho = (tau - StrictMath.sqrt(2 * tau)) / (2 * concentration);
            double r = (1 + rho * rho) / (2 * rho);
            double f;
            while (true) {
                double z = StrictMath.cos(Math.PI * nextDouble());
                f = (1 + r * z) / (r + z);
                double c = concentration * (r - f);
                double u2 = nextDouble();
                if (c * (2 - c) - u2 > 0 || StrictMath.log(c / u2) + 1 - c >= 0) {
                    break;
                }
            }
            double turn = StrictMath.acos(Math.clamp(f, -1, 1));
            angle = mean + (nextDouble() < 0.5 ? -turn : turn);
        }
        double wrapped = angle % (2 * Math.PI);
        return wrapped < 0 ? wrapped + 2 * Math.PI : wrapped;
    }

    private double mixture(MixtureDistribution mixture) {
        double total = 0;
        for (MixtureComponent component : mixture.getComponents()) {
            total += component.getWeight();
        }
        double pick = nextDouble() * total;
        for (MixtureComponent component : mixture.getComponents()) {
            pick -= component.getWeight();
            if (pick < 0) {
                return sample(component.getDistribution());
            }
        }
        return sample(mixture.getComponents().get(mixture.getComponents().size() - 1).getDistribution());
    }
}
