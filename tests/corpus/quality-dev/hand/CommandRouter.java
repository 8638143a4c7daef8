import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

public class CommandRouter {

    private final Map<String, Consumer<String>> handlers = new HashMap<>();

    public void register(String command, Consumer<String> handler) {
        handlers.put(command, handler);
    }

    public boolean dispatch(String line) {
        String[] parts = line.split(" ", 2);
        String cmd = parts[0];
        String arg = parts.length > 1 ? parts[1] : "";
        if (cmd.equals("help")) { // ok: DES-STRING-EQUALITY
            handlers.keySet().forEach(k -> System.out.println(k)); // expect: STY-SYSTEM-OUT
            return true;
        }
        Consumer<String> h = handlers.get(cmd);
        if (h == null) { // ok: DES-STRING-EQUALITY
            return false;
        }
        try {
            h.accept(arg);
        } catch (Exception e) { // expect: DES-BROAD-CATCH
            return false;
        }
        return true;
    }
}
