import javax.tools.*;
import java.io.*;
import java.nio.file.*;
import java.util.*;

/** Compiles each given .java file on its own (its own output folder), in one JVM. Prints FAIL lines; exit 1 on any failure. */
public class CompileAll {
    public static void main(String[] args) throws Exception {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        int failed = 0;
        for (String file : args) {
            Path src = Paths.get(file);
            Path out = Files.createTempDirectory("content-check");
            StringWriter diag = new StringWriter();
            try (StandardJavaFileManager fm = compiler.getStandardFileManager(null, null, null)) {
                Boolean ok = compiler.getTask(diag, fm, null, List.of("-d", out.toString(), "-Xlint:none", "-nowarn"), null,
                        fm.getJavaFileObjects(src.toFile())).call();
                if (!ok) { failed++; System.out.println("FAIL " + file + "\n" + diag); }
                else System.out.println("OK " + file);
            }
        }
        System.exit(failed == 0 ? 0 : 1);
    }
}
