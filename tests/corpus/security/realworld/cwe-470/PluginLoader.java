// expect: CWE-470 @ 16
// note: public loader method loads any class name it is given via ClassLoader.loadClass and instantiates it
package com.buildhub.plugins;

import java.util.Set;

public class PluginLoader {

    private final ClassLoader pluginClassLoader;

    public PluginLoader(ClassLoader pluginClassLoader) {
        this.pluginClassLoader = pluginClassLoader;
    }

    public Object instantiate(String className) throws ReflectiveOperationException {
        Class<?> cls = pluginClassLoader.loadClass(className);
        return cls.getDeclaredConstructor().newInstance();
    }
}
