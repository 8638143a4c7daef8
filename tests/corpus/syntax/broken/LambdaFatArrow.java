import java.util.List;

class LambdaFatArrow {
    public static void main(String[] args) {
        List<Integer> nums = List.of(1, 2, 3);
        nums.forEach(n => System.out.println(n * 2));
    }
}
