import java.util.HashMap;
import java.util.Map;

public class Registry {

    public static Map<String, Object> services = new HashMap<>(); // expect: QUA-PUBLIC-STATIC-MUTABLE
    public static final Map<String, String> ALIASES = new HashMap<>(); // ok: QUA-PUBLIC-STATIC-MUTABLE

    private Registry() {
    }

    public static void register(String name, Object service) {
        services.put(name, service);
    }

    public static Object lookup(String name) {
        String real = ALIASES.getOrDefault(name, name);
        return services.get(real);
    }
}
