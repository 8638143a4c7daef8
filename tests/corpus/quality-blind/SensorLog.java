package iot.sensors;

import java.util.HashMap;
import java.util.Map;

public class SensorLog {
    private final Map readings = new HashMap(); // expect: QUA-RAW-TYPE
    private final Map<String, Integer> counts = new HashMap<>(); // ok: QUA-RAW-TYPE

    @SuppressWarnings("unchecked")
    public void record(String sensorId, double value) {
        readings.put(sensorId, value);
        counts.merge(sensorId, 1, Integer::sum);
    }

    public Double latest(String sensorId) {
        Object value = readings.get(sensorId);
        if (value == null) { // ok: QUA-EQUALS-NULL
            return null;
        }
        return (Double) value;
    }

    public int count(String sensorId) {
        return counts.getOrDefault(sensorId, 0);
    }
}
