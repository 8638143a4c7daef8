public class Animal {

    private final String name;

    public Animal(String name) {
        this.name = name;
    }

    public String sound() {
        return "...";
    }

    public String getName() {
        return name;
    }

    public boolean sameKind(Object other) {
        return other != null && other instanceof Animal // expect: QUA-REDUNDANT-NULL-CHECK
                && ((Animal) other).sound().equals(sound());
    }

    public boolean isAnimal(Object other) {
        return other instanceof Animal; // ok: QUA-REDUNDANT-NULL-CHECK
    }
}
