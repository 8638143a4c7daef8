// expect: none (CWE-470 safe)
// note: Class.forName with a class name chosen from a constant enum mapping; no caller-supplied name reaches it
package com.drawkit.shapes;

public class ShapeFactory {

    public enum Kind {
        CIRCLE("com.drawkit.shapes.Circle"), SQUARE("com.drawkit.shapes.Square");

        final String implementation;

        Kind(String implementation) {
            this.implementation = implementation;
        }
    }

    public Object create(Kind kind) throws ReflectiveOperationException {
        return Class.forName(kind.implementation).getDeclaredConstructor().newInstance();
    }
}
