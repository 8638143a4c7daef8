public record Temperature(double value, String unit) {

    public Temperature {
        if (unit == null || unit.isBlank()) {
            throw new IllegalArgumentException("unit is required");
        }
    }

    public Temperature toCelsius() {
        if ("F".equals(unit)) {
            return new Temperature((value - 32) * 5 / 9, "C");
        }
        return this;
    }

    public boolean isFreezing() {
        return toCelsius().value() <= 0.0;
    }
}
