enum Color {
    RED, GREEN, BLUE
    Color() {
    }
}
