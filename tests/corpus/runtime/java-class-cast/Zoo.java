import java.util.ArrayList;
import java.util.List;

public class Zoo {
    static class Animal {}
    static class Dog extends Animal {}
    static class Cat extends Animal {}

    public static void main(String[] args) {
        List<Animal> animals = new ArrayList<>();
        animals.add(new Dog());
        animals.add(new Cat());
        for (Animal a : animals) {
            Dog d = (Dog) a;
            System.out.println(d);
        }
    }
}
