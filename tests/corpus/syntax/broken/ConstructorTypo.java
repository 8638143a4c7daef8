class ConstructorTypo {
    private final String name;

    ConstructorTypo(String name) {
        this.name = name
    }
}
