public class MissingMethodBrace {
    public int add(int a, int b)
        return a + b;
    }
}
