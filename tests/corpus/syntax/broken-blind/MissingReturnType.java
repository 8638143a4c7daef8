public class MissingReturnType {
    public calculateArea(double radius) {
        return Math.PI * radius * radius;
    }
}
