// expect: none (CWE-470 safe)
// note: the shape type from the request is resolved with an enum switch; no Class.forName on request text
package com.drawing.shapes;

import java.util.Locale;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ShapeFactory {
    enum ShapeType { CIRCLE, SQUARE, TRIANGLE }

    @PostMapping("/shapes")
    public Shape create(@RequestParam String type, @RequestParam double size) throws ReflectiveOperationException {
        ShapeType shapeType = ShapeType.valueOf(type.toUpperCase(Locale.ROOT));
        Class<? extends Shape> impl = switch (shapeType) {
            case CIRCLE -> Circle.class;
            case SQUARE -> Square.class;
            case TRIANGLE -> Triangle.class;
        };
        return impl.getDeclaredConstructor(double.class).newInstance(size);
    }
}

interface Shape {
    double area();
}

record Circle(double size) implements Shape {
    public double area() {
        return Math.PI * size * size;
    }
}

record Square(double size) implements Shape {
    public double area() {
        return size * size;
    }
}

record Triangle(double size) implements Shape {
    public double area() {
        return Math.sqrt(3) / 4 * size * size;
    }
}
