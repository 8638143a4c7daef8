interface Shape {
    double area() {
        return 0;
    }
}
