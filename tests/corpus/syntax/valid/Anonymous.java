import java.util.*;

class Anonymous {
    interface Greeter {
        String greet(String name);
    }

    public static void main(String[] args) {
        Greeter g = new Greeter() {
            private int calls;

            @Override
            public String greet(String name) {
                calls++;
                return "Hi " + name + " #" + calls;
            }
        };
        List<String> names = new ArrayList<>(List.of("b", "a"));
        Collections.sort(names, new Comparator<String>() {
            @Override
            public int compare(String a, String b) {
                return a.compareTo(b);
            }
        });
        System.out.println(g.greet(names.get(0)));
    }
}
