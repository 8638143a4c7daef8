abstract class Animal {
    protected final String name;

    protected Animal(String name) {
        this.name = name;
    }

    abstract String sound();

    @Override
    public String toString() {
        return name + " says " + sound();
    }
}

class Dog extends Animal {
    Dog() {
        super("Dog");
    }

    @Override
    String sound() {
        return "woof";
    }
}

class Inheritance {
    public static void main(String[] args) {
        Animal a = new Dog();
        System.out.println(a);
    }
}
