// expect: CWE-502 @ 17
// note: public library helper deserializes arbitrary bytes given by callers with ObjectInputStream
package com.commonkit.io;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.UncheckedIOException;

public final class SerializationHelper {

    private SerializationHelper() {}

    @SuppressWarnings("unchecked")
    public static <T> T fromBytes(byte[] data) {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(data))) {
            return (T) in.readObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException(e);
        }
    }
}
