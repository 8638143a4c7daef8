// expect: none (CWE-470 safe)
// note: class names come from a constant list in the code, not from input; loadClass is called only for those
package com.editor.plugins;

import java.util.ArrayList;
import java.util.List;

public class PluginLoader {
    private static final List<String> BUILT_IN = List.of(
            "com.editor.plugins.spell.SpellCheckPlugin",
            "com.editor.plugins.wordcount.WordCountPlugin");

    private final ClassLoader loader;

    public PluginLoader(ClassLoader loader) {
        this.loader = loader;
    }

    public List<Object> loadBuiltIns() throws ReflectiveOperationException {
        List<Object> plugins = new ArrayList<>();
        for (String name : BUILT_IN) {
            plugins.add(loader.loadClass(name).getDeclaredConstructor().newInstance());
        }
        return plugins;
    }
}
