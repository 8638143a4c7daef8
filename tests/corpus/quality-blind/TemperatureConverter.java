package exercises.units;

public final class TemperatureConverter {
    private static final double FREEZING_F = 32.0;
    private static final double RATIO = 9.0 / 5.0;

    private TemperatureConverter() {
    }

    public static double toFahrenheit(double celsius) {
        return celsius * RATIO + FREEZING_F;
    }

    public static double toCelsius(double fahrenheit) {
        return (fahrenheit - FREEZING_F) / RATIO;
    }

    public static boolean isFreezing(double celsius) {
        return celsius <= 0.0;
    }
}
