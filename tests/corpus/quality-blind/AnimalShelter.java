package shelter;

import java.util.ArrayList;
import java.util.List;

public class AnimalShelter {
    private final List<Animal> animals = new ArrayList<>();

    public void admit(Animal animal) {
        animals.add(animal);
    }

    public List<String> sounds() {
        List<String> sounds = new ArrayList<>();
        for (Animal a : animals) {
            sounds.add(a.name() + ": " + a.sound());
        }
        return sounds;
    }
}

interface Animal {
    String name();

    String sound();
}

class Dog implements Animal {
    private final String name;

    Dog(String name) {
        this.name = name;
    }

    @Override
    public String name() {
        return name;
    }

    public String sound() { // expect: QUA-MISSING-OVERRIDE
        return "Woof";
    }
}

class Cat implements Animal {
    private final String name;

    Cat(String name) {
        this.name = name;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String sound() {
        return "Meow";
    }

    public String purr() { // ok: QUA-MISSING-OVERRIDE
        return "Purr";
    }
}
