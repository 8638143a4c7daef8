public class Dog extends BaseAnimal {

    public Dog(String name) {
        super(name);
    }

    public String sound() { // expect: QUA-MISSING-OVERRIDE
        return "Woof";
    }

    @Override
    public String toString() {
        return getName() + " says " + sound();
    }
}

class BaseAnimal {

    private final String name;

    BaseAnimal(String name) {
        this.name = name;
    }

    public String sound() {
        return "...";
    }

    public String getName() {
        return name;
    }
}
