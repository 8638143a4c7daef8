class FieldMissingSemicolon {
    private String name
    private int age;

    String describe() {
        return name + age;
    }
}
