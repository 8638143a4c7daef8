package app.settings;

import java.util.HashMap;
import java.util.Map;

public class AppSettings {
    public static final String DEFAULT_LOCALE = "en"; // ok: QUA-PUBLIC-STATIC-MUTABLE
    public static Map<String, String> overrides = new HashMap<>(); // expect: QUA-PUBLIC-STATIC-MUTABLE
    public final String applicationName; // ok: QUA-PUBLIC-FIELD

    public AppSettings(String applicationName) {
        this.applicationName = applicationName;
    }

    public String get(String key, String fallback) {
        return overrides.getOrDefault(key, fallback);
    }

    public String locale() {
        return get("locale", DEFAULT_LOCALE);
    }
}
