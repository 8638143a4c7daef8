// expect: CWE-94 @ 27
// note: Java source submitted by the user is compiled in-process with javax.tools JavaCompiler and then loaded
package com.learnjava.sandbox;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class StudentCodeCompiler {

    @PostMapping("/sandbox/run")
    public String run(@RequestBody String source) throws IOException, ReflectiveOperationException {
        Path dir = Files.createTempDirectory("submission");
        Path file = dir.resolve("Main.java");
        Files.writeString(file, source);
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        int status = compiler.run(null, null, null, file.toString());
        if (status != 0) {
            return "compilation failed";
        }
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()})) {
            loader.loadClass("Main").getMethod("main", String[].class).invoke(null, (Object) new String[0]);
        }
        return "ok";
    }
}
