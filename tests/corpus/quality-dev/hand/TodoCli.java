import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

public class TodoCli {

    private static final Path FILE = Paths.get("todo.txt");

    public static void main(String[] args) throws IOException {
        if (args.length == 0) {
            usage();
            return;
        }
        List<String> todos = load();
        switch (args[0]) {
            case "add":
                todos.add(String.join(" ", List.of(args).subList(1, args.length)));
                save(todos);
                break;
            case "list":
                for (int i = 0; i < todos.size(); i++) {
                    System.out.printf("%2d %s%n", i + 1, todos.get(i)); // ok: STY-SYSTEM-OUT
                }
                break;
            case "done":
                todos.remove(Integer.parseInt(args[1]) - 1);
                save(todos);
                break;
            default:
                usage();
        }
    }

    private static List<String> load() throws IOException {
        if (!Files.exists(FILE)) {
            return new ArrayList<>();
        }
        return new ArrayList<>(Files.readAllLines(FILE, StandardCharsets.UTF_8));
    }

    private static void save(List<String> todos) throws IOException {
        Files.write(FILE, todos, StandardCharsets.UTF_8);
    }

    private static void usage() {
        System.out.println("usage: todo add <text> | list | done <n>");
    }
}
