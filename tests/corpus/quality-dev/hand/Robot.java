public class Robot {

    private int x, y;
    private char facing = 'N';

    public void execute(String commands) {
        for (char c : commands.toCharArray()) {
            switch (c) { // expect: QUA-SWITCH-NO-DEFAULT
                case 'L':
                    facing = left(facing);
                    break;
                case 'R':
                    facing = right(facing);
                    break;
                case 'F':
                    move();
                    break;
            }
        }
    }

    private char left(char f) {
        return "NWSE".charAt(("NWSE".indexOf(f) + 1) % 4);
    }

    private char right(char f) {
        return "NESW".charAt(("NESW".indexOf(f) + 1) % 4);
    }

    private void move() {
        switch (facing) {
            case 'N': y++; break;
            case 'S': y--; break;
            case 'E': x++; break;
            default: x--;
        }
    }

    public String position() {
        return x + "," + y + " " + facing;
    }
}
