// expect: none (CWE-502 safe)
// note: ObjectInputStream subclass whose resolveClass rejects every class outside an explicit allow-list
package com.commonkit.io;

import java.io.IOException;
import java.io.InputStream;
import java.io.InvalidClassException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamClass;
import java.util.Set;

public class AllowListObjectInputStream extends ObjectInputStream {

    private static final Set<String> ALLOWED = Set.of(
            "com.commonkit.io.Snapshot", "java.util.ArrayList", "java.lang.String", "java.lang.Long", "java.lang.Number");

    public AllowListObjectInputStream(InputStream in) throws IOException {
        super(in);
    }

    @Override
    protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        if (!ALLOWED.contains(desc.getName())) {
            throw new InvalidClassException(desc.getName(), "not allowed");
        }
        return super.resolveClass(desc);
    }

    public static Object readSnapshot(InputStream untrusted) throws IOException, ClassNotFoundException {
        try (AllowListObjectInputStream in = new AllowListObjectInputStream(untrusted)) {
            return in.readObject();
        }
    }
}
