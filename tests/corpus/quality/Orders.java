import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

public class Orders {
    private final List<String> ids;

    public Orders(List<String> ids) {
        this.ids = ids;
    }

    public List<String> find(String prefix) {
        if (prefix == null) {
            return null; // expect: QUA-RETURN-NULL-COLLECTION
        }
        return ids;
    }

    public List<String> findOrEmpty(String prefix) {
        if (prefix == null) {
            return Collections.emptyList(); // ok: QUA-RETURN-NULL-COLLECTION
        }
        return ids;
    }

    public String firstOrNull() {
        return ids.isEmpty() ? null : ids.get(0); // ok: QUA-RETURN-NULL-COLLECTION
    }

    public Optional<String> first() {
        if (ids.isEmpty()) {
            return null; // expect: QUA-OPTIONAL-NULL
        }
        return Optional.of(ids.get(0));
    }

    public Optional<String> last() {
        return ids.isEmpty() ? Optional.empty() : Optional.of(ids.get(ids.size() - 1)); // ok: QUA-OPTIONAL-NULL
    }

    public String firstUpper() {
        Optional<String> f = first();
        return f.get().toUpperCase(); // expect: QUA-OPTIONAL-GET
    }

    public String firstLower() {
        Optional<String> f = first();
        if (f.isPresent()) {
            return f.get().toLowerCase(); // ok: QUA-OPTIONAL-GET
        }
        return "";
    }

    public String shortest() {
        return ids.stream().min((a, b) -> a.length() - b.length()).get(); // expect: QUA-OPTIONAL-GET
    }

    public String readFirstLine(String path) throws IOException {
        BufferedReader reader = new BufferedReader(new FileReader(path));
        try { // expect: QUA-TRY-WITH-RESOURCES
            return reader.readLine();
        } finally {
            reader.close();
        }
    }

    public String readSecondLine(String path) throws IOException {
        try (BufferedReader reader = new BufferedReader(new FileReader(path))) { // ok: QUA-TRY-WITH-RESOURCES
            reader.readLine();
            return reader.readLine();
        }
    }

    public int parse(String s) {
        try {
            return Integer.parseInt(s.trim());
        } catch (NullPointerException e) { // expect: QUA-CATCH-NPE
            return 0;
        } catch (NumberFormatException e) { // ok: QUA-CATCH-NPE
            return -1;
        }
    }

    public int risky(String s) {
        try {
            return Integer.parseInt(s);
        } finally {
            return 0; // expect: QUA-RETURN-IN-FINALLY
        }
    }

    public int safe(String s) {
        int result = -1;
        try {
            result = Integer.parseInt(s);
        } catch (NumberFormatException e) {
            System.err.println("not a number: " + s);
        } finally {
            System.out.println("parsed"); // ok: QUA-RETURN-IN-FINALLY
        }
        return result;
    }

    public void load(String path) {
        try {
            Files.readString(Path.of(path));
        } catch (IOException e) {
            throw new IllegalStateException("cannot load " + path); // expect: QUA-LOST-STACK-TRACE
        }
    }

    public void tryLoad(String path) {
        try {
            Files.readString(Path.of(path));
        } catch (IOException e) { // expect: QUA-EMPTY-CATCH
            // not important
        }
        try {
            Files.delete(Path.of(path + ".tmp"));
        } catch (IOException ignored) { // ok: QUA-EMPTY-CATCH
        }
    }

    public void loadWithCause(String path) {
        try {
            Files.readString(Path.of(path));
        } catch (IOException e) {
            throw new IllegalStateException("cannot load " + path, e); // ok: QUA-LOST-STACK-TRACE
        }
    }
}
