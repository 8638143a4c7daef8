// expect: CWE-502 @ 18
// note: public utility decodes an XML stream handed in by the caller with java.beans.XMLDecoder.readObject
package com.officesuite.prefs;

import java.beans.XMLDecoder;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;

public final class XmlPreferencesReader {

    private XmlPreferencesReader() {
    }

    @SuppressWarnings("unchecked")
    public static Map<String, String> read(InputStream uploadedPreferences) {
        try (XMLDecoder decoder = new XMLDecoder(uploadedPreferences)) {
            Object value = decoder.readObject();
            if (value instanceof Map<?, ?> map) {
                return (Map<String, String>) map;
            }
        }
        return new HashMap<>();
    }
}
