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

record Dog(String name) implements Animal {

    public String sound() { // expect: QUA-MISSING-OVERRIDE
        return "Woof";
    }
}

record Cat(String name) implements Animal {

    @Override
    public String sound() {
        return "Meow";
    }

    public String purr() { // ok: QUA-MISSING-OVERRIDE
        return "Purr";
    }
}
