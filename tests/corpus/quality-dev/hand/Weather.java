import java.util.Optional;

public class Weather {

    private final String city;
    private final Double temperature; // expect: QUA-FIELD-NAMED-LIKE-METHOD

    public Weather(String city, Double temperature) {
        this.city = city;
        this.temperature = temperature;
    }

    public Optional<Double> temperature() {
        if (temperature == null) {
            return null; // expect: QUA-OPTIONAL-NULL
        }
        return Optional.of(temperature);
    }

    public Optional<String> warning() {
        if (temperature != null && temperature > 35) {
            return Optional.of("heat warning for " + city);
        }
        return Optional.empty(); // ok: QUA-OPTIONAL-NULL
    }

    public String getCity() {
        return city;
    }
}
