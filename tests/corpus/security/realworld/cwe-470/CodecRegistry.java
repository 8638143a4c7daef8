// expect: CWE-470 @ 15
// note: public registry method resolves a codec class from its name String with Class.forName(name, true, loader)
package com.streamkit.codecs;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

public class CodecRegistry {

    private final Map<String, Object> cache = new ConcurrentHashMap<>();

    public Object codec(String codecClassName) {
        return cache.computeIfAbsent(codecClassName, name -> {
            try {
                Class<?> cls = Class.forName(name, true, Thread.currentThread().getContextClassLoader());
                return cls.getDeclaredConstructor().newInstance();
            } catch (ReflectiveOperationException e) {
                throw new IllegalArgumentException("unknown codec", e);
            }
        });
    }
}
