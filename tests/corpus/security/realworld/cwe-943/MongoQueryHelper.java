// expect: CWE-943 @ 16
// note: public helper turns field/value strings into a filter by concatenating JSON text and calling Document.parse
package com.commonkit.mongo;

import org.bson.Document;

public final class MongoQueryHelper {

    private MongoQueryHelper() {}

    public static Document equalsFilter(String field, String value) {
        StringBuilder json = new StringBuilder("{");
        json.append('"').append(field).append("\": ");
        json.append('"').append(value).append('"');
        json.append('}');
        return Document.parse(json.toString());
    }
}
