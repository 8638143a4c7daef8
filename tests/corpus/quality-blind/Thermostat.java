package home.heating;

public class Thermostat {
    public enum Season { WINTER, SPRING, SUMMER, AUTUMN }

    private int targetCelsius = 20;
    private boolean eco;

    public void applyMode(int mode) {
        switch (mode) { // expect: QUA-SWITCH-NO-DEFAULT
            case 1: // expect: QUA-SWITCH-FALLTHROUGH
                targetCelsius = 18;
                eco = true;
            case 2:
                targetCelsius = 21;
                break;
            case 3:
                targetCelsius = 23;
                eco = false;
                break;
        }
    }

    public String describe(Season season) {
        switch (season) { // ok: QUA-SWITCH-NO-DEFAULT
            case WINTER:
                return "heating";
            case SUMMER:
                return "off";
            case SPRING: // ok: QUA-SWITCH-FALLTHROUGH
            case AUTUMN:
                return "eco";
        }
        return "unknown";
    }

    public boolean isComfortable(int measured) {
        if (eco = true) { // expect: QUA-ASSIGNMENT-IN-CONDITION
            return measured >= targetCelsius - 2;
        }
        return measured >= targetCelsius;
    }

    public void waitUntilWarm(TemperatureSensor sensor) {
        while (sensor.read() < targetCelsius); // expect: QUA-EMPTY-STATEMENT
    }

    public int getTargetCelsius() {
        return targetCelsius;
    }
}

interface TemperatureSensor {
    int read();
}
