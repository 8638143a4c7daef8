// expect: none (CWE-470 safe)
// note: loader accepts only class names listed in the signed plugin manifest set before loadClass
package com.buildhub.plugins;

import java.util.Set;

public class PluginLoaderAllowList {

    private final ClassLoader pluginClassLoader;
    private final Set<String> manifestClasses;

    public PluginLoaderAllowList(ClassLoader pluginClassLoader, Set<String> manifestClasses) {
        this.pluginClassLoader = pluginClassLoader;
        this.manifestClasses = manifestClasses;
    }

    public Object instantiate(String className) throws ReflectiveOperationException {
        if (!manifestClasses.contains(className)) {
            throw new SecurityException("class not declared in plugin manifest");
        }
        Class<?> cls = pluginClassLoader.loadClass(className);
        return cls.getDeclaredConstructor().newInstance();
    }
}
