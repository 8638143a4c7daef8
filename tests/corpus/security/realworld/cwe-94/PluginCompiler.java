// expect: CWE-94 @ 34
// note: public library method compiles caller-supplied Java source with javax.tools.JavaCompiler and loads the class
package com.sandboxlab.plugins;

import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

public class PluginCompiler {

    private final Path outputDir;

    public PluginCompiler(Path outputDir) {
        this.outputDir = outputDir;
    }

    public Class<?> compile(String className, String sourceCode) throws Exception {
        JavaFileObject source = new SimpleJavaFileObject(
                URI.create("string:///" + className.replace('.', '/') + ".java"), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return sourceCode;
            }
        };
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        Files.createDirectories(outputDir);
        boolean ok = compiler.getTask(null, null, null, List.of("-d", outputDir.toString()), null, List.of(source)).call();
        if (!ok) {
            throw new IllegalArgumentException("compilation failed");
        }
        URLClassLoader loader = new URLClassLoader(new URL[] {outputDir.toUri().toURL()});
        return loader.loadClass(className);
    }
}
