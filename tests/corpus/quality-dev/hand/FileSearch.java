import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class FileSearch {

    public static void main(String[] args) throws IOException {
        Path root = Paths.get(args.length > 0 ? args[0] : ".");
        String ext = args.length > 1 ? args[1] : ".java";
        try (Stream<Path> files = Files.walk(root)) {
            List<Path> found = files.filter(p -> p.toString().endsWith(ext)).collect(Collectors.toList());
            found.forEach(System.out::println);
            System.out.println(found.size() + " files");
        }
    }
}
