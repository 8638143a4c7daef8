import java.util.List;

class Varargs {
    @SafeVarargs
    static <T> List<T> listOf(T... items) {
        return List.of(items);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static int raw(List list) {
        return list.size();
    }

    public static void main(String[] args) {
        var names = listOf("a", "b");
        var n = raw(names);
        System.out.println(names + " " + n);
    }
}
