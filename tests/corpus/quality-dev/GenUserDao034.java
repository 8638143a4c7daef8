public class GenUserDao034 {

    public String clean(String data) {
        String t = data.trim(); // ok: QUA-IGNORED-RESULT
        return t.toLowerCase();
    }

    public int check(int age) throws Exception {
        if (age < 0) {
            throw new Exception("negative: " + age); // expect: QUA-GENERIC-EXCEPTION
        }
        return age;
    }

    public String show(int[] source) {
        return "values: " + source; // expect: QUA-ARRAY-TO-STRING
    }

    public boolean sameCount(Integer source, Integer count) {
        return source == count; // expect: QUA-OBJECT-IDENTITY
    }

    public int used(int index) {
        int half = index / 2; // expect: QUA-UNUSED-LOCAL
        return index;
    }
}
